#include "sizingpage.h"

#include "calibration.h"
#include "plannerdocument.h"
#include "settings.h"
#include "sizingtablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace moeplan::widgets {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

enum EconomicsColumn
{
    EconKind,
    EconPrice,
    EconWatts,
    EconNode,
    EconCount
};

} // namespace

SizingPage::SizingPage(core::PlannerDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new core::SizingTableModel(doc->catalog(), this)),
      m_proxy(new QSortFilterProxyModel(this)), m_debounce(new QTimer(this))
{
    qRegisterMetaType<SizingMarks>();
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &SizingPage::search);

    auto *inputs = new QWidget;
    buildInputs(inputs);
    auto *scroll = new QScrollArea;
    scroll->setWidget(inputs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedWidth(inputs->minimumSizeHint().width() +
                          scroll->verticalScrollBar()->sizeHint().width() + 4);

    // Results: status and order, the ranked table, the failing families.
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("sizingStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_order = new QComboBox;
    m_order->addItem(tr("Cost ($/hour)"), int(SizingOrder::Cost));
    m_order->addItem(tr("GPUs"), int(SizingOrder::Gpus));
    m_order->addItem(tr("Power"), int(SizingOrder::Power));
    m_order->setCurrentIndex(
        qBound(0, m_order->findData(core::settings::sizingOrder.get()), m_order->count() - 1));
    auto *orderLabel = new QLabel(tr("&Rank by:"));
    orderLabel->setBuddy(m_order);
    m_load = new QPushButton(tr("&Load into Planner"));
    m_load->setToolTip(tr("Open the selected deployment in the planner (Enter or double-click); "
                          "Edit > Undo goes back"));
    m_load->setEnabled(false);
    auto *bar = new QHBoxLayout;
    bar->addWidget(orderLabel);
    bar->addWidget(m_order);
    bar->addStretch(1);
    bar->addWidget(m_load);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(core::SizingTableModel::SortRole);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("sizingTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Ranked by the "Rank by" choice (cost, GPUs, power); no sort arrows, which would widen
    // every column past what fits at 1280 px.
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    m_table->setAlternatingRowColors(true);
    // Every column in view at 1280 px: the deployment takes two lines (hardware, plan).
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(core::SizingTableModel::Deployment,
                                                      QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(fontMetrics().averageCharWidth() * 4);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() * 2 + 8);

    m_failures = new QTreeWidget;
    m_failures->setObjectName(QStringLiteral("sizingFailures"));
    m_failures->setColumnCount(3);
    m_failures->setHeaderLabels({tr("Hardware"), tr("Family"), tr("Why it fails")});
    m_failures->setRootIsDecorated(false);
    m_failures->setWordWrap(true);
    m_failures->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_failures->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_failures->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_failures->header()->setStretchLastSection(true);

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_status);
    topLayout->addLayout(bar);
    topLayout->addWidget(m_table, 1);
    auto *bottom = new QGroupBox(tr("Families that fail"));
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->addWidget(m_failures);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(scroll);
    layout->addWidget(split, 1);

    connect(m_order, &QComboBox::currentIndexChanged, this, [this] {
        core::settings::sizingOrder.set(m_order->currentData().toInt());
        showRecommendation();
    });
    // Enter or a double-click (the platform's activation) loads the row.
    connect(m_table, &QTableView::activated, this,
            [this](const QModelIndex &index) { loadRow(index.row()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_load->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(m_load, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            loadRow(rows.constFirst().row());
    });
    // The workload (model, precision, lengths, drafter, engine) and the calibration are the
    // planner's; a change there re-sizes when the page is next seen.
    connect(m_doc, &core::PlannerDocument::scenarioChanged, this, &SizingPage::scheduleSearch);
    // So are its calibration and the measured runs that correct the options the history
    // measured (a refit, an import or a delete).
    connect(m_doc, &core::PlannerDocument::profilesChanged, this, &SizingPage::scheduleSearch);
    connect(m_doc, &core::PlannerDocument::historyChanged, this, &SizingPage::scheduleSearch);
    connect(m_doc, &core::PlannerDocument::catalogChanged, this, [this] {
        fillEconomics();
        scheduleSearch();
    });
    // The first search waits until the page is first shown: nothing at start-up.
    m_stale = true;
}

SizingPage::~SizingPage() = default;

void SizingPage::buildInputs(QWidget *host)
{
    const core::ReportSettings report = core::ReportSettingsStore::load();
    auto *layout = new QVBoxLayout(host);
    layout->setContentsMargins(0, 0, 8, 0);

    m_workload = new QLabel;
    m_workload->setObjectName(QStringLiteral("sizingWorkload"));
    m_workload->setWordWrap(true);
    m_workload->setToolTip(tr("The model, precision, sequence lengths, drafter, engine and "
                              "calibration come from the planner; change them there"));
    auto *workload = new QGroupBox(tr("Workload (from the planner)"));
    auto *workloadLayout = new QVBoxLayout(workload);
    workloadLayout->addWidget(m_workload);
    layout->addWidget(workload);

    auto *target = new QGroupBox(tr("Target"));
    auto *form = new QFormLayout(target);
    m_target = new QDoubleSpinBox;
    m_target->setRange(1, 1e9);
    m_target->setDecimals(0);
    m_target->setSingleStep(10000);
    m_target->setGroupSeparatorShown(true);
    m_target->setSuffix(tr(" tokens/s"));
    m_target->setValue(report.targetTokS);
    m_target->setToolTip(tr("Aggregate output tokens per second the deployment must serve"));
    form->addRow(tr("&Serve:"), m_target);
    m_floor = new QDoubleSpinBox;
    m_floor->setRange(0, 100000);
    m_floor->setDecimals(1);
    m_floor->setSingleStep(5);
    m_floor->setSuffix(tr(" tokens/s"));
    m_floor->setValue(report.minPerUserTokS);
    m_floor->setToolTip(tr("Each user sees at least this speed (1000 / TPOT); 0 = no floor"));
    form->addRow(tr("&Per user at least:"), m_floor);
    m_ttft = new QSpinBox;
    m_ttft->setRange(0, 600000);
    m_ttft->setSingleStep(100);
    m_ttft->setSuffix(tr(" ms"));
    m_ttft->setSpecialValueText(tr("no limit"));
    m_ttft->setValue(int(core::settings::sizingMaxTtftMs.get()));
    m_ttft->setToolTip(tr("Time to first token at most; \"no limit\" leaves TTFT free"));
    form->addRow(tr("&TTFT at most:"), m_ttft);
    m_maxGpus = new QSpinBox;
    m_maxGpus->setRange(1, 576);
    m_maxGpus->setValue(qBound(1, core::settings::sizingMaxGpus.get(), 576));
    m_maxGpus->setToolTip(tr("The largest deployment to consider"));
    form->addRow(tr("GPUs at &most:"), m_maxGpus);
    layout->addWidget(target);

    auto *hardware = new QGroupBox(tr("Hardware and serving"));
    auto *hw = new QVBoxLayout(hardware);
    m_gpus = new QListWidget;
    m_gpus->setObjectName(QStringLiteral("sizingGpus"));
    m_gpus->setToolTip(tr("GPU kinds to consider"));
    hw->addWidget(m_gpus);
    m_hgx = new QCheckBox(tr("H&GX nodes + InfiniBand"));
    m_nvl72 = new QCheckBox(tr("&NVL72 NVLink domain"));
    const QStringList topologies = core::settings::sizingTopologies.get();
    m_hgx->setChecked(topologies.contains(QStringLiteral("hgx-ib")));
    m_nvl72->setChecked(topologies.contains(QStringLiteral("nvl72")));
    m_agg = new QCheckBox(tr("&Aggregated serving"));
    m_disagg = new QCheckBox(tr("D&isaggregated serving"));
    m_disagg->setToolTip(tr("Separate prefill and decode pools, each sized on its own"));
    m_agg->setChecked(core::settings::sizingAggregated.get());
    m_disagg->setChecked(core::settings::sizingDisaggregated.get());
    for (QCheckBox *c : {m_hgx, m_nvl72, m_agg, m_disagg})
        hw->addWidget(c);
    layout->addWidget(hardware);

    auto *econ = new QGroupBox(tr("Prices and power"));
    auto *econLayout = new QVBoxLayout(econ);
    m_economics = new QTableWidget(0, EconCount);
    m_economics->setObjectName(QStringLiteral("sizingEconomics"));
    m_economics->setHorizontalHeaderLabels({tr("GPU"), tr("$/GPU-h"), tr("W/GPU"), tr("W/node")});
    m_economics->horizontalHeaderItem(EconNode)->setToolTip(
        tr("Power besides the GPUs per 8-GPU node, or per NVL72 rack: host CPUs, "
           "NICs, switches, fans. Each GPU carries its share."));
    m_economics->verticalHeader()->hide();
    m_economics->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    econLayout->addWidget(m_economics);
    m_facility = new QDoubleSpinBox;
    m_facility->setRange(0, 300);
    m_facility->setDecimals(0);
    m_facility->setSuffix(tr(" %"));
    m_facility->setValue(report.facilityOverhead * 100);
    m_facility->setToolTip(tr("Cooling and power delivery on top of the IT load (PUE - 1)"));
    auto *facilityForm = new QFormLayout;
    facilityForm->addRow(tr("Facility &overhead:"), m_facility);
    econLayout->addLayout(facilityForm);
    auto *restore = new QPushButton(tr("Restore &catalog values"));
    restore->setToolTip(tr("Forget your prices and power; use the catalog's (sources in the "
                           "tooltips)"));
    econLayout->addWidget(restore, 0, Qt::AlignLeft);
    layout->addWidget(econ);
    layout->addStretch(1);
    fillEconomics();

    auto changed = [this] {
        saveInputs();
        scheduleSearch();
    };
    for (QDoubleSpinBox *s : {m_target, m_floor, m_facility})
        connect(s, &QDoubleSpinBox::valueChanged, this, changed);
    for (QSpinBox *s : {m_ttft, m_maxGpus})
        connect(s, &QSpinBox::valueChanged, this, changed);
    for (QCheckBox *c : {m_hgx, m_nvl72, m_agg, m_disagg})
        connect(c, &QCheckBox::toggled, this, changed);
    connect(m_gpus, &QListWidget::itemChanged, this, changed);
    connect(m_economics, &QTableWidget::itemChanged, this, [this, changed] {
        if (!m_loading)
            changed();
    });
    connect(restore, &QPushButton::clicked, this, [this] {
        core::ReportSettings r = core::ReportSettingsStore::load();
        r.usdPerGpuHour.clear();
        r.wattsPerGpu.clear();
        r.nodeOverheadW.clear();
        core::ReportSettingsStore::save(r);
        fillEconomics();
        scheduleSearch();
    });
}

void SizingPage::fillEconomics()
{
    m_loading = true;
    const core::ReportSettings report = core::ReportSettingsStore::load();
    const QStringList chosen = core::settings::sizingGpus.get();
    m_gpus->clear();
    m_economics->setRowCount(0);
    for (const GpuSpec &g : m_doc->catalog().gpus()) {
        const QString id = qs(g.id);
        auto *item = new QListWidgetItem(id.toUpper(), m_gpus);
        item->setToolTip(qs(g.name));
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(chosen.isEmpty() || chosen.contains(id) ? Qt::Checked : Qt::Unchecked);
        const GpuEconomics e = core::economicsFor(g, report);
        const int row = m_economics->rowCount();
        m_economics->insertRow(row);
        auto *kind = new QTableWidgetItem(id.toUpper());
        kind->setFlags(Qt::ItemIsEnabled);
        kind->setData(Qt::UserRole, id);
        kind->setToolTip(g.economicsSource.empty() ? tr("no source for the catalog's values")
                                                   : qs(g.economicsSource));
        m_economics->setItem(row, EconKind, kind);
        const double values[] = {e.pricePerGpuHour, e.wattsPerGpu, e.overheadWattsPerNode};
        const bool user[] = {report.usdPerGpuHour.contains(id), report.wattsPerGpu.contains(id),
                             report.nodeOverheadW.contains(id)};
        for (int c = 0; c < 3; ++c) {
            auto *cell = new QTableWidgetItem;
            cell->setData(Qt::EditRole, values[c]);
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            QFont f = cell->font();
            f.setBold(user[c]);
            cell->setFont(f);
            cell->setToolTip(user[c] ? tr("your value (bold); Restore catalog values forgets it")
                                     : tr("catalog value: %1").arg(qs(g.economicsSource)));
            m_economics->setItem(row, EconPrice + c, cell);
        }
    }
    m_gpus->setFixedHeight(m_gpus->sizeHintForRow(0) * std::min(7, m_gpus->count()) + 6);
    m_economics->setFixedHeight(m_economics->horizontalHeader()->sizeHint().height() +
                                m_economics->rowHeight(0) * m_economics->rowCount() + 6);
    m_loading = false;
}

void SizingPage::saveInputs()
{
    if (m_loading)
        return;
    core::ReportSettings r = core::ReportSettingsStore::load();
    r.targetTokS = m_target->value();
    r.minPerUserTokS = m_floor->value();
    r.facilityOverhead = m_facility->value() / 100.0;
    for (int row = 0; row < m_economics->rowCount(); ++row) {
        const QString id = m_economics->item(row, EconKind)->data(Qt::UserRole).toString();
        const GpuSpec *g = m_doc->catalog().gpu(id.toStdString());
        if (!g)
            continue;
        const double catalogValues[] = {g->pricePerGpuHour, g->tdpW, g->nodeOverheadW};
        QMap<QString, double> *maps[] = {&r.usdPerGpuHour, &r.wattsPerGpu, &r.nodeOverheadW};
        for (int c = 0; c < 3; ++c) {
            const double v = m_economics->item(row, EconPrice + c)->data(Qt::EditRole).toDouble();
            // Only what differs from the catalog is the user's.
            if (std::abs(v - catalogValues[c]) > 1e-9 && v >= 0)
                maps[c]->insert(id, v);
            else
                maps[c]->remove(id);
        }
    }
    core::ReportSettingsStore::save(r);
    core::settings::sizingMaxTtftMs.set(double(m_ttft->value()));
    core::settings::sizingMaxGpus.set(m_maxGpus->value());
    QStringList gpus;
    bool all = true;
    for (int i = 0; i < m_gpus->count(); ++i) {
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            gpus << m_gpus->item(i)->data(Qt::UserRole).toString();
        else
            all = false;
    }
    core::settings::sizingGpus.set(all ? QStringList() : gpus);
    QStringList topologies;
    if (m_hgx->isChecked())
        topologies << QStringLiteral("hgx-ib");
    if (m_nvl72->isChecked())
        topologies << QStringLiteral("nvl72");
    core::settings::sizingTopologies.set(topologies);
    core::settings::sizingAggregated.set(m_agg->isChecked());
    core::settings::sizingDisaggregated.set(m_disagg->isChecked());
}

void SizingPage::scheduleSearch()
{
    // Hidden, the page only notes it is out of date: the planner's live path stays free.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_debounce->start();
}

void SizingPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        search();
}

core::RecommendInput SizingPage::input() const
{
    core::RecommendInput in;
    in.workload = m_doc->scenario();
    in.target.tokensPerSecond = m_target->value();
    in.target.minTokensPerSecondPerUser = m_floor->value();
    in.target.maxTtftMs = m_ttft->value();
    in.maxGpus = m_maxGpus->value();
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            in.gpus << m_gpus->item(i)->data(Qt::UserRole).toString();
    if (m_hgx->isChecked())
        in.topologies << Topology::HgxIb;
    if (m_nvl72->isChecked())
        in.topologies << Topology::Nvl72;
    in.aggregated = m_agg->isChecked();
    in.disaggregated = m_disagg->isChecked();
    in.economics = core::ReportSettingsStore::load();
    in.economics.facilityOverhead = m_facility->value() / 100.0;
    return in;
}

void SizingPage::search()
{
    m_debounce->stop();
    m_stale = false;
    const Scenario &s = m_doc->scenario();
    const ModelSpec *model = m_doc->catalog().model(s.model);
    QString drafter =
        s.draftTokens > 0
            ? tr("d = %1, acceptance %2").arg(s.draftTokens).arg(s.acceptanceLength, 0, 'f', 2)
            : tr("no drafter");
    const PrecisionSpec *precision = model ? model->precision(s.precision) : nullptr;
    m_workload->setText(tr("%1, %2; ISL %3 / OSL %4 tokens; %5; engine %6; calibration %7")
                            .arg(model ? qs(model->name) : qs(s.model),
                                 precision ? qs(precision->id) : qs(s.precision))
                            .arg(s.isl)
                            .arg(s.osl)
                            .arg(drafter, qs(s.engine), qs(s.calibration)));
    const core::RecommendInput in = input();
    if (in.gpus.isEmpty() || in.topologies.isEmpty() || (!in.aggregated && !in.disaggregated)) {
        m_last = {};
        m_last.target = in.target;
        m_last.error = tr("Choose at least one GPU kind, one topology and one serving mode.");
    } else {
        m_last = core::recommend(m_doc->catalog(), in, &m_doc->sizingProfiles(in.gpus));
    }
    showRecommendation();
}

void SizingPage::showRecommendation()
{
    std::vector<SizingOption> options = m_last.result.options;
    sortOptions(options, SizingOrder(m_order->currentData().toInt()));
    m_model->setOptions(std::move(options));
    m_load->setEnabled(false);

    m_failures->clear();
    const Catalog &catalog = m_doc->catalog();
    for (const SizingFamilyResult &f : m_last.result.families) {
        if (f.failure == SizingFailure::None || f.failure == SizingFailure::Unplaceable)
            continue;
        auto *item =
            new QTreeWidgetItem(m_failures, {core::hardwareLabel(catalog, f.gpu, f.topology),
                                             core::familyLabel(f.family, f.serving),
                                             core::failureText(f, m_last.target)});
        item->setToolTip(2, item->text(2));
    }

    const QLocale locale;
    QString status;
    if (!m_last.ok()) {
        status = m_last.error;
    } else if (!m_last.result.options.empty()) {
        const SizingOption &best = m_last.result.options.front();
        status = tr("%Ln deployment(s) meet the target. Cheapest: %1, %2 on %3 GPUs at $%4 per "
                    "hour ($%5 per million tokens). Searched %6 evaluations in %7 ms.",
                    nullptr, int(m_last.result.options.size()))
                     .arg(core::hardwareLabel(catalog, best.gpu, best.topology),
                          core::optionPlanLabel(best))
                     .arg(best.gpus)
                     .arg(locale.toString(best.usdPerHour, 'f', 2),
                          locale.toString(best.usdPerMillionTokens, 'f', 3),
                          locale.toString(double(m_last.result.evaluations), 'f', 0),
                          locale.toString(m_last.elapsedMs, 'f', 0));
    } else if (m_last.result.hasNearest) {
        const SizingOption &n = m_last.result.nearest;
        status = tr("No deployment meets the target. Nearest: %1, %2 on %3 GPUs reaches %4 "
                    "tokens/s at %5 tokens/s per user (%6% short of the target, %7% short of "
                    "the per-user floor).")
                     .arg(core::hardwareLabel(catalog, n.gpu, n.topology), core::optionPlanLabel(n))
                     .arg(n.gpus)
                     .arg(locale.toString(n.tokensPerSecond, 'f', 0),
                          locale.toString(n.tokensPerSecondPerUser, 'f', 1),
                          locale.toString(100 * m_last.result.nearestThroughputShortfall, 'f', 0),
                          locale.toString(100 * m_last.result.nearestPerUserShortfall, 'f', 0));
    } else {
        status = tr("No deployment meets the target, and none comes near: see why each family "
                    "fails below.");
    }
    m_status->setText(status);
    emit marksChanged(marks());
}

QString SizingPage::statusText() const
{
    return m_status->text();
}

void SizingPage::setTarget(double tokensPerSecond, double minPerUser, double maxTtftMs)
{
    m_target->setValue(tokensPerSecond);
    m_floor->setValue(minPerUser);
    m_ttft->setValue(int(maxTtftMs));
    search();
}

void SizingPage::setGpuKinds(const QStringList &ids)
{
    for (int i = 0; i < m_gpus->count(); ++i) {
        QListWidgetItem *item = m_gpus->item(i);
        item->setCheckState(ids.isEmpty() || ids.contains(item->data(Qt::UserRole).toString())
                                ? Qt::Checked
                                : Qt::Unchecked);
    }
    search();
}

void SizingPage::setOrder(SizingOrder order)
{
    m_order->setCurrentIndex(m_order->findData(int(order)));
}

bool SizingPage::loadRow(int row)
{
    const QModelIndex source = m_proxy->mapToSource(m_proxy->index(row, 0));
    const SizingOption *o = m_model->option(source.row());
    if (!o)
        return false;
    m_doc->setScenario(o->scenario,
                       tr("Load sized deployment %1")
                           .arg(core::hardwareLabel(m_doc->catalog(), o->gpu, o->topology) +
                                QStringLiteral(", ") + core::optionPlanLabel(*o)));
    emit loaded();
    return true;
}

SizingMarks SizingPage::marks() const
{
    SizingMarks m;
    m.minPerUser = m_last.target.minTokensPerSecondPerUser;
    m.targetTokS = m_last.target.tokensPerSecond;
    if (m_last.ok() && !m_last.result.options.empty()) {
        const SizingOption &best = m_last.result.options.front();
        m.hasCheapest = true;
        m.cheapestTokS = best.tokensPerSecond;
        m.cheapestPerUser = best.tokensPerSecondPerUser;
        m.cheapestGpus = best.gpus;
        m.cheapestLabel = core::hardwareLabel(m_doc->catalog(), best.gpu, best.topology) +
                          QStringLiteral(", ") + core::optionPlanLabel(best);
    }
    return m;
}

} // namespace moeplan::widgets
