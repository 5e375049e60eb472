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

namespace moeplan::widgets {

namespace {

constexpr int kAcceptanceScale = 10; // the slider steps in tenths
constexpr int kAcceptanceMin = 10;   // 1.0
constexpr int kAcceptanceMax = 160;  // 16.0
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
    s->setRange(1, 1000000);
    s->setKeyboardTracking(false);
    s->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    s->setSuffix(QCoreApplication::translate("ScenarioPanel", " tokens"));
    s->setGroupSeparatorShown(true);
    return s;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
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

ScenarioPanel::ScenarioPanel(core::PlannerDocument *document, QWidget *parent)
    : QWidget(parent), m_doc(document), m_model(new QComboBox), m_gpu(new QComboBox),
      m_topology(new QComboBox), m_nic(new QComboBox), m_gpus(makeSlider(0, 2)),
      m_gpusSpin(new StopSpinBox(1, kMaxGpus)), m_plan(new QComboBox), m_planValue(new QLabel),
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

    // One group per concern; each control has a label with a mnemonic and a tooltip.
    auto makeGroup = [&](const QString &title) {
        auto *group = new QGroupBox(title);
        auto *grid = new QGridLayout(group);
        grid->setColumnStretch(1, 1);
        grid->setVerticalSpacing(4);
        layout->addWidget(group);
        return grid;
    };
    auto addRow = [](QGridLayout *grid, const QString &name, QWidget *control,
                     const QString &toolTip, QWidget *extra = nullptr) {
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
    };
    // Combo boxes shrink to the panel; their popups still show whole names.
    for (QComboBox *c :
         {m_model, m_gpu, m_topology, m_nic, m_plan, m_precision, m_engine, m_calibration}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(8);
    }
    auto addWide = [](QGridLayout *grid, QWidget *w) {
        grid->addWidget(w, grid->rowCount(), 0, 1, 2);
    };

    // Model and hardware
    QGridLayout *hw = makeGroup(tr("Model and hardware"));
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

    // Plan and load
    QGridLayout *load = makeGroup(tr("Plan and load"));
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
    addWide(load, m_planValue);
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

    // Speculative decoding
    QGridLayout *spec = makeGroup(tr("Speculative decoding"));
    m_draftTokens->setObjectName(QStringLiteral("draftSpin"));
    m_draftTokens->setRange(0, 16);
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

    // Calibration
    QGridLayout *cal = makeGroup(tr("Calibration"));
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
    layout->addStretch(1);

    buildChoices();

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

    syncFromDocument();
    syncResult();
}

void ScenarioPanel::buildChoices()
{
    const Catalog &catalog = m_doc->catalog();
    const QSignalBlocker b1(m_model), b2(m_gpu);
    m_model->clear();
    for (const ModelSpec &m : catalog.models())
        m_model->addItem(qs(m.name), qs(m.id));
    m_gpu->clear();
    for (const GpuSpec &g : catalog.gpus())
        m_gpu->addItem(qs(g.name), qs(g.id));
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
    m_batch->setValue(nearestIndex(batchChoices(), s.batch));
    m_batchSpin->setValue(s.batch);
    m_isl->setValue(s.isl);
    m_osl->setValue(s.osl);
    m_draftTokens->setValue(s.draftTokens);
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
    m_planValue->setText(
        r.autoPlan ? tr("Chosen: %1").arg(core::scenarioLabel(m_doc->catalog(), r.scenario))
                   : core::scenarioLabel(m_doc->catalog(), r.scenario));

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
