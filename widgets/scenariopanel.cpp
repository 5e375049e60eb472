#include "scenariopanel.h"

#include "plannerdocument.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace moeplan::widgets {

namespace {

constexpr int kAcceptanceScale = 10; // the slider steps in tenths
constexpr int kAcceptanceMin = 10;   // 1.0
constexpr int kAcceptanceMax = 160;  // 16.0

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

} // namespace

QVector<int> ScenarioPanel::batchChoices()
{
    QVector<int> out;
    for (int p = 1; p <= 4096; p *= 2) {
        out.append(p);
        if (p >= 2 && p < 4096)
            out.append(p + p / 2);
    }
    return out;
}

ScenarioPanel::ScenarioPanel(core::PlannerDocument *document, QWidget *parent)
    : QWidget(parent), m_doc(document), m_model(new QLabel), m_gpu(new QLabel),
      m_gpus(makeSlider(0, 2)), m_gpusValue(new QLabel), m_topology(new QComboBox),
      m_acceptance(makeSlider(kAcceptanceMax, kAcceptanceScale, kAcceptanceMin)),
      m_acceptanceValue(new QLabel), m_batch(makeSlider(int(batchChoices().size()) - 1, 2)),
      m_batchValue(new QLabel)
{
    auto *group = new QGroupBox(tr("Scenario"));
    auto *grid = new QGridLayout(group);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(4);
    int row = 0;

    // Read-only context: what the controls below apply to.
    auto addInfo = [&](const QString &name, QLabel *value) {
        auto *label = new QLabel(name);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(label, row, 0);
        grid->addWidget(value, row, 1);
        ++row;
    };
    addInfo(tr("Model"), m_model);
    addInfo(tr("GPU kind"), m_gpu);

    // A control: its label (with mnemonic) and value on one line, the control below.
    auto addControl = [&](const QString &name, QWidget *control, QLabel *value,
                          const QString &toolTip) {
        grid->addItem(new QSpacerItem(0, 8), row++, 0);
        auto *label = new QLabel(name);
        label->setBuddy(control);
        label->setToolTip(toolTip);
        control->setToolTip(toolTip);
        // Own line for label and value, so a long value never shares width with other labels.
        auto *line = new QHBoxLayout;
        line->addWidget(label);
        line->addStretch(1);
        if (value) {
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            value->setToolTip(toolTip);
            line->addWidget(value);
        }
        grid->addLayout(line, row++, 0, 1, 2);
        grid->addWidget(control, row++, 0, 1, 2);
    };

    m_gpus->setObjectName(QStringLiteral("gpuSlider"));
    addControl(tr("&GPUs"), m_gpus, m_gpusValue,
               tr("Number of GPUs in the deployment. With expert parallelism the experts are "
                  "spread over all of them."));

    m_topology->setObjectName(QStringLiteral("topologyCombo"));
    m_topology->addItem(tr("HGX + InfiniBand"), int(Topology::HgxIb));
    m_topology->addItem(tr("NVL72"), int(Topology::Nvl72));
    addControl(tr("&Topology"), m_topology, nullptr,
               tr("HGX + InfiniBand: 8-GPU NVLink nodes joined by InfiniBand.\nNVL72: 72-GPU "
                  "NVLink domains joined by InfiniBand.\nSwitching keeps the silicon (B300 and "
                  "GB300 are the same chip)."));

    m_acceptance->setObjectName(QStringLiteral("acceptanceSlider"));
    addControl(tr("&Acceptance length"), m_acceptance, m_acceptanceValue,
               tr("Tokens committed per decode step with speculative decoding, on average "
                  "(1.0 = no speculation)."));

    m_batch->setObjectName(QStringLiteral("batchSlider"));
    addControl(tr("&Batch"), m_batch, m_batchValue,
               tr("Sequences in flight per replica, summed over its attention data-parallel "
                  "ranks. The slider steps are logarithmic."));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(group);

    // A drag is one undo step; keyboard and wheel changes are one step each.
    for (QSlider *s : {m_gpus, m_acceptance, m_batch}) {
        connect(s, &QSlider::sliderPressed, m_doc, &core::PlannerDocument::beginInteraction);
        connect(s, &QSlider::sliderReleased, m_doc, &core::PlannerDocument::endInteraction);
    }
    connect(m_gpus, &QSlider::valueChanged, m_doc,
            [this](int i) { m_doc->setGpus(m_doc->gpuCountChoices().value(i)); });
    connect(m_topology, &QComboBox::currentIndexChanged, m_doc, [this](int i) {
        m_doc->setTopology(static_cast<Topology>(m_topology->itemData(i).toInt()));
    });
    connect(m_acceptance, &QSlider::valueChanged, m_doc,
            [this](int v) { m_doc->setAcceptanceLength(double(v) / kAcceptanceScale); });
    connect(m_batch, &QSlider::valueChanged, m_doc,
            [this](int i) { m_doc->setBatch(batchChoices().value(i)); });
    connect(m_doc, &core::PlannerDocument::scenarioChanged, this, &ScenarioPanel::syncFromDocument);

    syncFromDocument();
}

void ScenarioPanel::syncFromDocument()
{
    const Scenario &s = m_doc->scenario();
    const Catalog &catalog = m_doc->catalog();
    {
        const QSignalBlocker b1(m_gpus), b2(m_topology), b3(m_acceptance), b4(m_batch);
        m_gpus->setMaximum(std::max(0, int(m_doc->gpuCountChoices().size()) - 1));
        m_gpus->setValue(nearestIndex(m_doc->gpuCountChoices(), s.gpus));
        m_topology->setCurrentIndex(m_topology->findData(int(s.topology)));
        m_acceptance->setValue(int(std::lround(s.acceptanceLength * kAcceptanceScale)));
        m_batch->setValue(nearestIndex(batchChoices(), s.batch));
    }

    const ModelSpec *model = catalog.model(s.model);
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    m_model->setText(QString::fromStdString(model ? model->name : s.model));
    m_gpu->setText(gpu ? QString::fromStdString(gpu->id).toUpper() : QString::fromStdString(s.gpu));
    m_gpu->setToolTip(gpu ? QString::fromStdString(gpu->name) : QString());

    m_gpusValue->setText(tr("%1 GPUs").arg(s.gpus));
    m_acceptanceValue->setText(
        s.acceptanceLength <= 1.0
            ? tr("1.0 (no speculation)")
            : tr("%1 tokens/step").arg(locale().toString(s.acceptanceLength, 'f', 1)));
    m_batchValue->setText(s.batch == 1 ? tr("1 sequence per replica")
                                       : tr("%1 sequences per replica").arg(s.batch));
}

} // namespace moeplan::widgets
