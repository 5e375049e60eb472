#include "scenariopanel.h"

#include "plannerdocument.h"
#include "theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace moeplan::widgets {

namespace {

constexpr int kAcceptanceScale = 10; // the slider steps in tenths
constexpr int kAcceptanceMin = 10;   // 1.0
constexpr int kAcceptanceMax = 160;  // 16.0, or d + 1 when more (the model's limit)
constexpr int kMaxGpus = 576;
constexpr int kMaxBatch = 4096;

/// The stop closest to `value` on a log scale (a scenario file may hold a value between stops).
int nearestIndex(const QVector<int> &stops, int value)
{
    if (stops.isEmpty() || value <= 0)
        return 0;
    int best = 0;
    double bestDistance = std::abs(std::log(double(stops.front()) / value));
    for (int i = 1; i < stops.size(); ++i) {
        const double d = std::abs(std::log(double(stops.at(i)) / value));
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

QSlider *makeSlider(int maximum, int pageStep, int minimum = 0)
{
    auto *s = new QSlider(Qt::Horizontal);
    s->setRange(minimum, maximum);
    s->setSingleStep(1);
    s->setPageStep(pageStep);
    s->setTracking(true);
    return s;
}

/// A spin box whose arrows and Page keys move between stops (GPU counts the plan can use,
/// batch stops) while typing accepts any value in range; the value is committed on Enter or
/// focus-out only.
class StopSpinBox final : public QSpinBox
{
public:
    StopSpinBox(int minimum, int maximum)
    {
        setRange(minimum, maximum);
        setKeyboardTracking(false);
        setAccelerated(true);
    }
    void setStops(QVector<int> stops) { m_stops = std::move(stops); }
    void stepBy(int steps) override
    {
        if (m_stops.isEmpty()) {
            QSpinBox::stepBy(steps);
            return;
        }
        int i = nearestIndex(m_stops, value());
        if (steps > 0 && m_stops.at(i) < value())
            --steps; // a value between stops: the first step lands on the next stop up
        if (steps < 0 && m_stops.at(i) > value())
            ++steps;
        i = std::clamp(i + steps, 0, int(m_stops.size()) - 1);
        setValue(m_stops.at(i));
    }

protected:
    StepEnabled stepEnabled() const override
    {
        if (m_stops.isEmpty())
            return QSpinBox::stepEnabled();
        StepEnabled e = StepNone;
        if (value() > m_stops.front())
            e |= StepDownEnabled;
        if (value() < m_stops.back())
            e |= StepUpEnabled;
        return e;
    }

private:
    QVector<int> m_stops;
};

QSpinBox *makeLengthSpin()
{
    auto *s = new QSpinBox;
    s->setRange(1, kMaxSequence); // the model's limits: a scenario file is never clamped
    s->setKeyboardTracking(false);
    s->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    s->setSuffix(ScenarioPanel::tr(" tokens"));
    s->setGroupSeparatorShown(true);
    return s;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// GPU counts a plan size steps through (typing takes any value).
const QVector<int> &sizeStops()
{
    static const QVector<int> stops{1,  2,   4,   8,   16,  24,  32,  36,  48,  64,  72,
                                    96, 128, 144, 192, 216, 256, 288, 384, 432, 512, 576};
    return stops;
}

/// The stops of sizeStops() that `keep` accepts.
QVector<int> stopsWhere(const std::function<bool(int)> &keep)
{
    QVector<int> out;
    for (int v : sizeStops())
        if (keep(v))
            out.append(v);
    return out;
}

} // namespace

QVector<int> ScenarioPanel::batchChoices()
{
    QVector<int> out;
    for (int p = 1; p <= kMaxBatch; p *= 2) {
        out.append(p);
        if (p >= 2 && p < kMaxBatch)
            out.append(p + p / 2);
    }
    return out;
}

namespace {

/// A titled group of label/control rows at the end of `layout`; returns its grid.
QGridLayout *addGroup(QVBoxLayout *layout, const QString &title)
{
    auto *group = new QGroupBox(title);
    auto *grid = new QGridLayout(group);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(4);
    layout->addWidget(group);
    return grid;
}

/// A row of `grid`: a label with a mnemonic (the control its buddy), the control and an
/// optional `extra` beside it, all with the tooltip. Returns the label.
QLabel *addRow(QGridLayout *grid, const QString &name, QWidget *control, const QString &toolTip,
               QWidget *extra = nullptr)
{
    const int row = grid->rowCount();
    auto *label = new QLabel(name);
    label->setBuddy(control);
    label->setToolTip(toolTip);
    control->setToolTip(toolTip);
    grid->addWidget(label, row, 0);
    if (extra) {
        auto *line = new QHBoxLayout;
        line->addWidget(control, 1);
        line->addWidget(extra);
        extra->setToolTip(toolTip);
        grid->addLayout(line, row, 1);
    } else {
        grid->addWidget(control, row, 1);
    }
    return label;
}

/// A widget across both columns of `grid`.
void addWide(QGridLayout *grid, QWidget *w)
{
    grid->addWidget(w, grid->rowCount(), 0, 1, 2);
}

} // namespace

ScenarioPanel::ScenarioPanel(core::PlannerDocument *document, QWidget *parent)
    : QWidget(parent), m_doc(document), m_model(new QComboBox), m_gpu(new QComboBox),
      m_topology(new QComboBox), m_nic(new QComboBox), m_gpus(makeSlider(0, 2)),
      m_gpusSpin(new StopSpinBox(1, kMaxGpus)), m_plan(new QComboBox), m_planValue(new QLabel),
      m_serving(new QComboBox), m_tp(new StopSpinBox(1, kMaxGpus)),
      m_ep(new StopSpinBox(1, kMaxGpus)), m_dp(new StopSpinBox(1, kMaxGpus)),
      m_replicas(new QSpinBox), m_planMessage(new QLabel),
      m_batch(makeSlider(int(batchChoices().size()) - 1, 2)),
      m_batchSpin(new StopSpinBox(1, kMaxBatch)), m_draftTokens(new QSpinBox),
      m_acceptance(makeSlider(kAcceptanceMax, kAcceptanceScale, kAcceptanceMin)),
      m_acceptanceValue(new QLabel), m_isl(makeLengthSpin()), m_osl(makeLengthSpin()),
      m_precision(new QComboBox), m_engine(new QComboBox), m_calibration(new QComboBox),
      m_calibrationInfo(new QLabel)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    // Combo boxes shrink to the panel; their popups still show whole names.
    for (QComboBox *c :
         {m_model, m_gpu, m_topology, m_nic, m_plan, m_precision, m_engine, m_calibration}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(8);
    }
    // One group per concern; each control has a label with a mnemonic and a tooltip.
    buildHardwareGroup(layout);
    buildPlanGroup(layout);
    buildSpeculativeGroup(layout);
    buildCalibrationGroup(layout);
    layout->addStretch(1);

    buildChoices();
    connectControls();
    syncFromDocument();
    syncResult();
}

void ScenarioPanel::buildHardwareGroup(QVBoxLayout *layout)
{
    QGridLayout *hw = addGroup(layout, tr("Model and hardware"));
    m_model->setObjectName(QStringLiteral("modelCombo"));
    addRow(hw, tr("&Model"), m_model, tr("The model to serve (catalog: docs/catalogs.md)."));
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    addRow(hw, tr("Prec&ision"), m_precision,
           tr("Weight and KV-cache precision; the model's published default first."));
    m_gpu->setObjectName(QStringLiteral("gpuCombo"));
    addRow(hw, tr("GPU &kind"), m_gpu,
           tr("The accelerator. NVL72 parts (GB200, GB300) come in "
              "72-GPU NVLink racks; HGX parts in 8-GPU nodes."));
    m_topology->setObjectName(QStringLiteral("topologyCombo"));
    m_topology->addItem(tr("HGX + InfiniBand"), int(Topology::HgxIb));
    m_topology->addItem(tr("NVL72"), int(Topology::Nvl72));
    addRow(hw, tr("&Topology"), m_topology,
           tr("HGX + InfiniBand: 8-GPU NVLink nodes joined by InfiniBand.\nNVL72: 72-GPU "
              "NVLink domains joined by InfiniBand.\nSwitching keeps the silicon (B300 and "
              "GB300 are the same chip)."));
    m_nic->setObjectName(QStringLiteral("nicCombo"));
    for (int gbps : {0, 200, 400, 800, 1600})
        m_nic->addItem(QString(), gbps);
    addRow(hw, tr("&NIC per GPU"), m_nic,
           tr("Scale-out network bandwidth per GPU (InfiniBand/RoCE), used by traffic that "
              "leaves an NVLink domain."));
    m_gpusSpin->setObjectName(QStringLiteral("gpuSpin"));
    m_gpusSpin->setSuffix(tr(" GPUs"));
    m_gpus->setObjectName(QStringLiteral("gpuSlider"));
    const QString gpusTip = tr("Number of GPUs in the deployment (1-576), snapped to counts the "
                               "plan can use. With expert parallelism the experts are spread "
                               "over all of them.");
    addRow(hw, tr("&GPUs"), m_gpus, gpusTip, m_gpusSpin);
}

void ScenarioPanel::buildPlanGroup(QVBoxLayout *layout)
{
    QGridLayout *load = addGroup(layout, tr("Plan and load"));
    m_plan->setObjectName(QStringLiteral("planCombo"));
    m_plan->addItem(tr("Best for throughput"), int(core::PlanChoice::Best));
    m_plan->addItem(tr("Tensor parallel (TP)"), int(core::PlanChoice::TP));
    m_plan->addItem(tr("EP + DP attention"), int(core::PlanChoice::EP));
    m_plan->addItem(tr("TP-8 replicas"), int(core::PlanChoice::TPReplicas));
    addRow(load, tr("P&lan"), m_plan,
           tr("How the model is split. \"Best\" picks, on every change, the plan with the "
              "highest throughput at the same number of sequences in flight that fits in "
              "memory."));
    m_planValue->setObjectName(QStringLiteral("planValue"));
    m_planValue->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_planValue->setWordWrap(true);
    addWide(load, m_planValue);
    m_serving->setObjectName(QStringLiteral("servingCombo"));
    m_serving->addItem(tr("Aggregated"), int(Serving::Aggregated));
    m_serving->addItem(tr("Disaggregated"), int(Serving::Disaggregated));
    m_serving->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_serving->setMinimumContentsLength(8);
    addRow(load, tr("Serving la&yout"), m_serving,
           tr("Aggregated: every replica both prefills prompts and decodes.\nDisaggregated: "
              "separate prefill and decode pools, each with its own plan and worker count; "
              "the GPUs are their sum. Switching seeds the pools from the plan: one prefill "
              "worker of its shape, the other replicas decode (a single replica gains a "
              "prefill worker)."));
    // The aggregated plan's explicit sizes (an explicit size turns "Best" off).
    m_tp->setObjectName(QStringLiteral("tpSpin"));
    m_ep->setObjectName(QStringLiteral("epSpin"));
    m_dp->setObjectName(QStringLiteral("dpSpin"));
    m_replicas->setObjectName(QStringLiteral("replicasSpin"));
    m_replicas->setRange(1, kMaxGpus);
    m_replicas->setKeyboardTracking(false);
    for (QSpinBox *spin : {m_tp, m_ep, m_dp, m_replicas})
        spin->setAlignment(Qt::AlignRight);
    const struct
    {
        QString name;
        QSpinBox *spin;
        QString tip;
    } sizes[] = {
        {tr("TP si&ze"), m_tp,
         tr("Tensor-parallel GPUs per replica (in the EP plan: the attention TP, dividing the "
            "EP size). TP plan: one replica over them; TP replicas keep their count. A TP "
            "wider than the model's KV heads replicates them (a warning, not an error).")},
        {tr("E&xperts (EP)"), m_ep,
         tr("Expert-parallel GPUs per replica: the routed experts are spread over them. EP "
            "plan only; a multiple of the TP size. GPUs = replicas x EP.")},
        {tr("DP &width"), m_dp,
         tr("Data-parallel attention width: attention copies per replica, EP / TP. Set it in "
            "the EP plan to make EP = TP x DP; other plans have one (1).")},
        {tr("&Replicas"), m_replicas,
         tr("Independent copies of one replica's plan; GPUs = replicas x GPUs per replica. A "
            "TP plan with several replicas becomes TP replicas.")},
    };
    for (const auto &row : sizes) {
        m_aggregatedRows << addRow(load, row.name, row.spin, row.tip) << row.spin;
    }
    m_prefill = makePool(true);
    addWide(load, m_prefill.box);
    m_decode = makePool(false);
    addWide(load, m_decode.box);
    m_planMessage->setObjectName(QStringLiteral("planMessage"));
    m_planMessage->setWordWrap(true);
    m_planMessage->setVisible(false);
    addWide(load, m_planMessage);
    m_batch->setObjectName(QStringLiteral("batchSlider"));
    m_batchSpin->setObjectName(QStringLiteral("batchSpin"));
    static_cast<StopSpinBox *>(m_batchSpin)->setStops(batchChoices());
    addRow(load, tr("&Batch"), m_batch,
           tr("Sequences in flight per replica (1-4096), summed over its attention "
              "data-parallel ranks. The slider steps are logarithmic; the box takes any value."),
           m_batchSpin);
    m_isl->setObjectName(QStringLiteral("islSpin"));
    addRow(load, tr("Inp&ut length"), m_isl, tr("Prompt tokens per request (ISL)."));
    m_osl->setObjectName(QStringLiteral("oslSpin"));
    addRow(load, tr("&Output length"), m_osl, tr("Generated tokens per request (OSL)."));
}

void ScenarioPanel::buildSpeculativeGroup(QVBoxLayout *layout)
{
    QGridLayout *spec = addGroup(layout, tr("Speculative decoding"));
    m_draftTokens->setObjectName(QStringLiteral("draftSpin"));
    m_draftTokens->setRange(0, kMaxDraftTokens);
    m_draftTokens->setSpecialValueText(tr("none"));
    addRow(spec, tr("D&raft tokens"), m_draftTokens,
           tr("Tokens the drafter proposes per step (MTP, EAGLE, tree drafters); 0 = no "
              "speculative decoding. Models with a published default start with it."));
    m_acceptance->setObjectName(QStringLiteral("acceptanceSlider"));
    m_acceptanceValue->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("16.0 tok")));
    m_acceptanceValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    addRow(spec, tr("&Acceptance"), m_acceptance,
           tr("Tokens committed per decode step, on average (acceptance length, 1.0-16.0; "
              "1.0 = no speculation). At most draft tokens + 1."),
           m_acceptanceValue);
}

void ScenarioPanel::buildCalibrationGroup(QVBoxLayout *layout)
{
    QGridLayout *cal = addGroup(layout, tr("Calibration"));
    m_engine->setObjectName(QStringLiteral("engineCombo"));
    m_engine->addItem(tr("Any"), QStringLiteral("any"));
    m_engine->addItem(QStringLiteral("TensorRT-LLM"), QStringLiteral("trtllm"));
    m_engine->addItem(QStringLiteral("SGLang"), QStringLiteral("sglang"));
    m_engine->addItem(QStringLiteral("vLLM"), QStringLiteral("vllm"));
    addRow(cal, tr("&Serving engine"), m_engine,
           tr("Serving engine whose calibration profile applies (\"Any\": the GPU kind's "
              "profile pooled over engines)."));
    m_calibration->setObjectName(QStringLiteral("calibrationCombo"));
    addRow(cal, tr("&Calibration"), m_calibration,
           tr("Where the model's efficiencies come from: the calibration profile fitted to the "
              "history (automatic picks the GPU kind and engine, else transfers from the nearest "
              "calibrated kind), datasheet fractions, or ideal datasheet peaks."));
    m_calibrationInfo->setObjectName(QStringLiteral("calibrationInfo"));
    m_calibrationInfo->setWordWrap(true);
    m_calibrationInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addWide(cal, m_calibrationInfo);
}

/// Each control's change goes to the document as one undo step (a slider drag as one).
void ScenarioPanel::connectControls()
{
    // A drag is one undo step; keyboard and wheel changes are one step each.
    for (QSlider *s : {m_gpus, m_acceptance, m_batch}) {
        connect(s, &QSlider::sliderPressed, m_doc, &core::PlannerDocument::beginInteraction);
        connect(s, &QSlider::sliderReleased, m_doc, &core::PlannerDocument::endInteraction);
    }
    connect(m_model, &QComboBox::currentIndexChanged, m_doc,
            [this](int i) { m_doc->setModel(m_model->itemData(i).toString()); });
    connect(m_precision, &QComboBox::currentIndexChanged, m_doc,
            [this](int i) { m_doc->setPrecision(m_precision->itemData(i).toString()); });
    connect(m_gpu, &QComboBox::currentIndexChanged, m_doc,
            [this](int i) { m_doc->setGpuKind(m_gpu->itemData(i).toString()); });
    connect(m_topology, &QComboBox::currentIndexChanged, m_doc, [this](int i) {
        m_doc->setTopology(static_cast<Topology>(m_topology->itemData(i).toInt()));
    });
    connect(m_nic, &QComboBox::currentIndexChanged, m_doc,
            [this](int i) { m_doc->setNicGbps(m_nic->itemData(i).toDouble()); });
    connect(m_gpus, &QSlider::valueChanged, m_doc, [this](int i) {
        m_doc->setGpus(m_doc->gpuCountChoices().value(i, m_doc->scenario().gpus));
    });
    connect(m_gpusSpin, &QSpinBox::valueChanged, m_doc, [this](int v) {
        const QVector<int> counts = m_doc->gpuCountChoices();
        if (!counts.isEmpty())
            m_doc->setGpus(counts.at(nearestIndex(counts, v)));
        syncFromDocument(); // a typed count between stops snaps back visibly
    });
    connect(m_plan, &QComboBox::currentIndexChanged, m_doc, [this](int i) {
        m_doc->setPlan(static_cast<core::PlanChoice>(m_plan->itemData(i).toInt()));
    });
    connect(m_serving, &QComboBox::currentIndexChanged, m_doc, [this](int i) {
        showPlanMessage(m_doc->setServing(static_cast<Serving>(m_serving->itemData(i).toInt())));
    });
    connect(m_tp, &QSpinBox::valueChanged, m_doc,
            [this](int v) { showPlanMessage(m_doc->setTp(v)); });
    connect(m_ep, &QSpinBox::valueChanged, m_doc,
            [this](int v) { showPlanMessage(m_doc->setEp(v)); });
    connect(m_dp, &QSpinBox::valueChanged, m_doc,
            [this](int v) { showPlanMessage(m_doc->setAttentionDp(v)); });
    connect(m_replicas, &QSpinBox::valueChanged, m_doc,
            [this](int v) { showPlanMessage(m_doc->setReplicas(v)); });
    connect(m_batch, &QSlider::valueChanged, m_doc,
            [this](int i) { m_doc->setBatch(batchChoices().value(i)); });
    connect(m_batchSpin, &QSpinBox::valueChanged, m_doc, [this](int v) { m_doc->setBatch(v); });
    connect(m_isl, &QSpinBox::valueChanged, m_doc, [this](int v) { m_doc->setIsl(v); });
    connect(m_osl, &QSpinBox::valueChanged, m_doc, [this](int v) { m_doc->setOsl(v); });
    connect(m_draftTokens, &QSpinBox::valueChanged, m_doc,
            [this](int v) { m_doc->setDraftTokens(v); });
    connect(m_acceptance, &QSlider::valueChanged, m_doc,
            [this](int v) { m_doc->setAcceptanceLength(double(v) / kAcceptanceScale); });
    connect(m_engine, &QComboBox::currentIndexChanged, m_doc,
            [this](int i) { m_doc->setEngine(m_engine->itemData(i).toString()); });
    connect(m_calibration, &QComboBox::currentIndexChanged, m_doc,
            [this](int i) { m_doc->setCalibration(m_calibration->itemData(i).toString()); });
    connect(m_doc, &core::PlannerDocument::scenarioChanged, this, &ScenarioPanel::syncFromDocument);
    connect(m_doc, &core::PlannerDocument::catalogChanged, this, [this] {
        buildChoices();
        syncFromDocument();
    });
    connect(m_doc, &core::PlannerDocument::resultChanged, this, &ScenarioPanel::syncResult);
}

ScenarioPanel::PoolControls ScenarioPanel::makePool(bool prefill)
{
    PoolControls c;
    c.box = new QGroupBox(prefill ? tr("Prefill pool") : tr("Decode pool"));
    const QString prefix = prefill ? QStringLiteral("prefill") : QStringLiteral("decode");
    c.box->setObjectName(prefix + QStringLiteral("Pool"));
    c.box->setToolTip(prefill ? tr("The workers that prefill prompts (TTFT).")
                              : tr("The workers that decode (TPOT, throughput)."));
    auto *grid = new QGridLayout(c.box);
    grid->setVerticalSpacing(4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    auto add = [&](int row, int column, const QString &name, QSpinBox *spin, const QString &tip,
                   const QString &object) {
        auto *label = new QLabel(name);
        label->setBuddy(spin);
        label->setToolTip(tip);
        spin->setToolTip(tip);
        spin->setObjectName(prefix + object);
        spin->setAlignment(Qt::AlignRight);
        grid->addWidget(label, row, column);
        grid->addWidget(spin, row, column + 1);
    };
    auto *tp = new StopSpinBox(1, kMaxGpus);
    tp->setStops(sizeStops());
    auto *dp = new StopSpinBox(1, kMaxGpus);
    dp->setStops(sizeStops());
    c.tp = tp;
    c.dp = dp;
    c.ep = new StopSpinBox(1, kMaxGpus);
    c.workers = new QSpinBox;
    c.workers->setRange(1, kMaxGpus);
    c.workers->setKeyboardTracking(false);
    add(0, 0, tr("TP si&ze"), c.tp, tr("Attention tensor-parallel GPUs per worker."),
        QStringLiteral("TpSpin"));
    add(0, 2, tr("DP &width"), c.dp,
        tr("Attention data-parallel copies per worker; a worker has TP x DP GPUs."),
        QStringLiteral("DpSpin"));
    add(1, 0, tr("E&xperts (EP)"), c.ep,
        tr("Expert-parallel GPUs per worker, dividing TP x DP (the MoE TP is the rest). An EP "
           "over the whole worker stays so when TP or DP change."),
        QStringLiteral("EpSpin"));
    add(1, 2, tr("Wo&rkers"), c.workers,
        tr("Workers in this pool. The GPUs of the deployment are the sum over both pools."),
        QStringLiteral("WorkersSpin"));
    if (!prefill) {
        auto *batch = new StopSpinBox(0, kMaxBatch);
        QVector<int> stops = batchChoices();
        stops.prepend(0);
        batch->setStops(stops);
        batch->setSpecialValueText(tr("as Batch"));
        c.batch = batch;
        auto *label = new QLabel(tr("&Batch per worker"));
        const QString tip = tr("Sequences in flight per decode worker (\"as Batch\": the Batch "
                               "setting below).");
        label->setBuddy(batch);
        label->setToolTip(tip);
        batch->setToolTip(tip);
        batch->setObjectName(prefix + QStringLiteral("BatchSpin"));
        batch->setAlignment(Qt::AlignRight);
        grid->addWidget(label, 2, 0, 1, 2);
        grid->addWidget(batch, 2, 2, 1, 2);
    }
    // Each control sends the document's pool with its one field changed.
    auto change = [this, prefill](const std::function<void(WorkerPlan &)> &edit) {
        WorkerPlan w = prefill ? m_doc->scenario().prefill : m_doc->scenario().decode;
        edit(w);
        showPlanMessage(prefill ? m_doc->setPrefillPool(w) : m_doc->setDecodePool(w));
    };
    connect(c.tp, &QSpinBox::valueChanged, m_doc,
            [change](int v) { change([v](WorkerPlan &w) { w.parallelism.attnTp = v; }); });
    connect(c.dp, &QSpinBox::valueChanged, m_doc,
            [change](int v) { change([v](WorkerPlan &w) { w.parallelism.attnDp = v; }); });
    connect(c.ep, &QSpinBox::valueChanged, m_doc,
            [change](int v) { change([v](WorkerPlan &w) { w.parallelism.moeEp = v; }); });
    connect(c.workers, &QSpinBox::valueChanged, m_doc,
            [change](int v) { change([v](WorkerPlan &w) { w.workers = v; }); });
    if (c.batch)
        connect(c.batch, &QSpinBox::valueChanged, m_doc,
                [change](int v) { change([v](WorkerPlan &w) { w.batch = v; }); });
    return c;
}

void ScenarioPanel::syncPool(const PoolControls &c, const WorkerPlan &w)
{
    const QSignalBlocker b1(c.tp), b2(c.dp), b3(c.ep), b4(c.workers);
    const Parallelism &p = w.parallelism;
    c.tp->setValue(p.attnTp);
    c.dp->setValue(p.attnDp);
    const int ranks = p.ranks();
    static_cast<StopSpinBox *>(c.ep)->setStops(
        stopsWhere([ranks](int v) { return v <= ranks && ranks % v == 0; }));
    c.ep->setValue(p.moeEp);
    c.workers->setMaximum(std::max(1, kMaxGpus / std::max(1, ranks)));
    c.workers->setValue(w.workers);
    if (c.batch) {
        const QSignalBlocker b5(c.batch);
        c.batch->setValue(w.batch);
    }
}

void ScenarioPanel::showPlanMessage(const QString &message)
{
    if (m_planMessage->text() != message)
        m_planMessage->setText(message);
    m_planMessage->setVisible(!message.isEmpty());
    if (!message.isEmpty()) {
        const QString sheet = QStringLiteral("color: %1").arg(theme::errorText(palette()).name());
        if (m_planMessage->styleSheet() != sheet)
            m_planMessage->setStyleSheet(sheet);
        syncFromDocument(); // the refused value goes back to the document's
    }
}

void ScenarioPanel::buildChoices()
{
    const Catalog &catalog = m_doc->catalog();
    const QSignalBlocker b1(m_model), b2(m_gpu);
    m_model->clear();
    for (const ModelSpec &m : catalog.models()) {
        m_model->addItem(qs(m.name), qs(m.id));
        m_model->setItemData(m_model->count() - 1, qs(m.name), Qt::ToolTipRole);
    }
    m_gpu->clear();
    for (const GpuSpec &g : catalog.gpus()) {
        // Shown without the vendor ("GB300 NVL72 (per GPU)") so the name fits the panel; the
        // full name is the item's tooltip.
        QString shown = qs(g.name);
        const QString vendor = qs(g.vendor) + QLatin1Char(' ');
        if (!g.vendor.empty() && shown.startsWith(vendor, Qt::CaseInsensitive) &&
            shown.size() > vendor.size())
            shown.remove(0, vendor.size());
        m_gpu->addItem(shown, qs(g.id));
        m_gpu->setItemData(m_gpu->count() - 1, qs(g.name), Qt::ToolTipRole);
    }
}

void ScenarioPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        syncResult();
}

void ScenarioPanel::syncFromDocument()
{
    const Scenario &s = m_doc->scenario();
    const Catalog &catalog = m_doc->catalog();
    const ModelSpec *model = catalog.model(s.model);
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    const QSignalBlocker b1(m_model), b2(m_gpu), b3(m_topology), b4(m_nic), b5(m_gpus),
        b6(m_gpusSpin), b7(m_plan), b8(m_batch), b9(m_batchSpin), b10(m_draftTokens),
        b11(m_acceptance), b12(m_isl), b13(m_osl), b14(m_precision), b15(m_engine);

    m_model->setCurrentIndex(model ? m_model->findData(qs(model->id)) : -1);
    // Choices that depend on the model or GPU kind are rebuilt only when those change (this runs
    // on every slider step, and rebuilding a combo box re-lays out the panel).
    if (model && m_precision->property("model").toString() != qs(model->id)) {
        m_precision->clear();
        for (const PrecisionSpec &p : model->precisions)
            m_precision->addItem(p.id == model->defaultPrecision
                                     ? tr("%1 (default)").arg(qs(p.id).toUpper())
                                     : qs(p.id).toUpper(),
                                 qs(p.id));
        m_precision->setProperty("model", qs(model->id));
    }
    if (model) {
        const PrecisionSpec *p = model->precision(s.precision);
        m_precision->setCurrentIndex(p ? m_precision->findData(qs(p->id)) : -1);
    }
    m_gpu->setCurrentIndex(gpu ? m_gpu->findData(qs(gpu->id)) : -1);
    m_topology->setCurrentIndex(m_topology->findData(int(s.topology)));
    const QString nicDefault = tr("GPU default (%1 Gb/s)").arg(gpu ? gpu->nicGbps : 0);
    for (int i = 0; i < m_nic->count(); ++i) {
        const double gbps = m_nic->itemData(i).toDouble();
        const QString text = gbps > 0 ? tr("%1 Gb/s").arg(gbps) : nicDefault;
        if (m_nic->itemText(i) != text)
            m_nic->setItemText(i, text);
    }
    int nicIndex = m_nic->findData(s.nicGbps);
    if (nicIndex < 0) { // a scenario file's own NIC speed
        m_nic->addItem(tr("%1 Gb/s").arg(s.nicGbps), s.nicGbps);
        nicIndex = m_nic->count() - 1;
    }
    m_nic->setCurrentIndex(nicIndex);

    const QVector<int> counts = m_doc->gpuCountChoices();
    m_gpus->setMaximum(std::max(0, int(counts.size()) - 1));
    m_gpus->setValue(nearestIndex(counts, s.gpus));
    static_cast<StopSpinBox *>(m_gpusSpin)->setStops(counts);
    m_gpusSpin->setValue(s.gpus);

    m_plan->setCurrentIndex(m_plan->findData(int(m_doc->planChoice())));
    {
        const bool disagg = s.serving == Serving::Disaggregated;
        const QSignalBlocker c1(m_serving), c2(m_tp), c3(m_ep), c4(m_dp), c5(m_replicas);
        m_serving->setCurrentIndex(m_serving->findData(int(s.serving)));
        // Disaggregated: the pools are the plan and the GPUs their sum.
        m_plan->setEnabled(!disagg);
        m_gpus->setEnabled(!disagg);
        m_gpusSpin->setEnabled(!disagg);
        for (QWidget *w : std::as_const(m_aggregatedRows))
            w->setVisible(!disagg);
        m_prefill.box->setVisible(disagg);
        m_decode.box->setVisible(disagg);
        if (disagg) {
            syncPool(m_prefill, s.prefill);
            syncPool(m_decode, s.decode);
        } else {
            const Parallelism p = parallelismFor(s);
            const bool ep = s.plan == PlanKind::EP;
            const int copies = std::max(1, m_doc->replicas());
            const int ranks = std::max(1, p.ranks());
            const int tp = std::max(1, s.tp);
            static_cast<StopSpinBox *>(m_tp)->setStops(stopsWhere([&](int v) {
                return ep ? s.ep % v == 0
                          : long(v) * (s.plan == PlanKind::TP ? 1 : copies) <= kMaxGpus;
            }));
            m_tp->setValue(s.tp);
            static_cast<StopSpinBox *>(m_ep)->setStops(
                stopsWhere([&](int v) { return v % tp == 0 && long(v) * copies <= kMaxGpus; }));
            m_ep->setValue(std::max(1, p.moeEp));
            m_ep->setEnabled(ep);
            static_cast<StopSpinBox *>(m_dp)->setStops(
                stopsWhere([&](int v) { return long(v) * tp * copies <= kMaxGpus; }));
            m_dp->setValue(std::max(1, p.attnDp));
            m_dp->setEnabled(ep);
            m_replicas->setMaximum(std::max(1, kMaxGpus / ranks));
            m_replicas->setValue(copies);
        }
    }
    m_batch->setValue(nearestIndex(batchChoices(), s.batch));
    m_batchSpin->setValue(s.batch);
    m_isl->setValue(s.isl);
    m_osl->setValue(s.osl);
    m_draftTokens->setValue(s.draftTokens);
    m_acceptance->setMaximum(std::max(kAcceptanceMax, (s.draftTokens + 1) * kAcceptanceScale));
    m_acceptance->setValue(int(std::lround(s.acceptanceLength * kAcceptanceScale)));
    m_acceptanceValue->setText(s.acceptanceLength <= 1.0 ? tr("off")
                                                         : tr("%1 tok").arg(locale().toString(
                                                               s.acceptanceLength, 'f', 1)));
    const int engine = m_engine->findData(qs(s.engine).toLower());
    if (engine >= 0) {
        m_engine->setCurrentIndex(engine);
    } else {
        m_engine->addItem(qs(s.engine), qs(s.engine));
        m_engine->setCurrentIndex(m_engine->count() - 1);
    }
}

void ScenarioPanel::syncResult()
{
    const core::PlannerResult &r = m_doc->result();
    const Scenario &sc = r.scenario;
    QString planText = core::scenarioLabel(m_doc->catalog(), sc);
    if (sc.serving == Serving::Disaggregated) {
        planText = tr("Prefill %1x %2, decode %3x %4: %5 GPUs")
                       .arg(sc.prefill.workers)
                       .arg(core::parallelismLabel(sc.prefill.parallelism))
                       .arg(sc.decode.workers)
                       .arg(core::parallelismLabel(sc.decode.parallelism))
                       .arg(int(poolGpus(sc)));
    } else if (sc.plan == PlanKind::EP && m_doc->replicas() > 1) {
        planText = tr("%1, %2 replicas").arg(planText).arg(m_doc->replicas());
    }
    m_planValue->setText(r.autoPlan ? tr("Chosen: %1").arg(planText) : planText);

    // Calibration choices: the fixed ones, then every profile of the history (rebuilt only when
    // they change: this runs on every slider step).
    {
        const QSignalBlocker block(m_calibration);
        QStringList names{QStringLiteral("auto"), QStringLiteral("datasheet"),
                          QStringLiteral("ideal")};
        for (const core::Profile &p : m_doc->profiles().profiles)
            names << p.name();
        QStringList present;
        for (int i = 0; i < m_calibration->count(); ++i)
            present << m_calibration->itemData(i).toString();
        const QString current = qs(r.scenario.calibration);
        if (!names.contains(current))
            names << current;
        if (present != names) {
            m_calibration->clear();
            m_calibration->addItem(tr("Automatic (best profile)"), QStringLiteral("auto"));
            m_calibration->addItem(tr("Datasheet (uncalibrated)"), QStringLiteral("datasheet"));
            m_calibration->addItem(tr("Ideal (datasheet peaks)"), QStringLiteral("ideal"));
            for (qsizetype i = 3; i < names.size(); ++i)
                m_calibration->addItem(names.at(i), names.at(i));
        }
        m_calibration->setCurrentIndex(
            std::max(0, m_calibration->findData(current, Qt::UserRole, Qt::MatchFixedString)));
    }
    // A style sheet is re-applied only when it changes: this runs on every slider step.
    const QPalette &pal = palette();
    auto setColour = [this](const QColor &c) {
        const QString sheet = QStringLiteral("color: %1").arg(c.name());
        if (m_calibrationInfo->styleSheet() != sheet)
            m_calibrationInfo->setStyleSheet(sheet);
    };
    if (!r.params.error.isEmpty()) {
        m_calibrationInfo->setText(r.params.error);
        setColour(theme::errorText(pal));
        return;
    }
    setColour(theme::muted(pal));
    QString text = r.params.label;
    if (r.params.hasInterval)
        text += tr("\n80% interval of TPOT: %1% to +%2%")
                    .arg(locale().toString(100 * (std::exp(r.params.tpotLogLo) - 1), 'f', 0))
                    .arg(locale().toString(100 * (std::exp(r.params.tpotLogHi) - 1), 'f', 0));
    m_calibrationInfo->setText(text);
}

} // namespace moeplan::widgets
