#include "deploymentdialog.h"

#include "catalog.h"
#include "scenario.h"
#include "scenarioio.h"
#include "theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace moeplan::widgets {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QSpinBox *spin(int min, int max, int value, const QString &tooltip, const QString &special = {})
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setValue(value);
    s->setToolTip(tooltip);
    if (!special.isEmpty())
        s->setSpecialValueText(special);
    return s;
}

void selectData(QComboBox *combo, const QString &data)
{
    const int i = combo->findData(data);
    if (i >= 0)
        combo->setCurrentIndex(i);
}

} // namespace

DeploymentDialog::Side DeploymentDialog::makeSide(const QString &title, const QString &tooltip)
{
    Side s;
    s.box = new QGroupBox(title);
    s.box->setToolTip(tooltip);
    s.workers = spin(1, 4096, 1, tr("Workers (replicas) of this phase"));
    s.tp = spin(1, 1024, 1, tr("Attention tensor-parallel size of one worker"));
    s.ep = spin(1, 1024, 1, tr("MoE expert-parallel size of one worker"));
    s.dp = spin(1, 1024, 1, tr("Attention data-parallel size of one worker"));
    auto *form = new QFormLayout(s.box);
    form->addRow(tr("&Workers:"), s.workers);
    form->addRow(tr("T&P:"), s.tp);
    form->addRow(tr("E&P:"), s.ep);
    form->addRow(tr("&DP:"), s.dp);
    return s;
}

DeploymentDialog::DeploymentDialog(const Catalog &catalog, const Scenario &prefill, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_file(new QLabel), m_model(new QComboBox),
      m_gpu(new QComboBox), m_topology(new QComboBox), m_serving(new QComboBox),
      m_plan(new QComboBox), m_engine(new QComboBox), m_precision(new QComboBox),
      m_remaining(new QCheckBox), m_error(new QLabel)
{
    setWindowTitle(tr("Deployment of the benchmark"));
    m_file->setWordWrap(true);
    m_file->setTextFormat(Qt::PlainText);

    m_model->setToolTip(tr("The model that was benchmarked; \"From the result file\" takes the "
                           "file's model name"));
    m_model->addItem(tr("From the result file"), QString());
    for (const ModelSpec &m : catalog.models())
        m_model->addItem(tr("%1 (%2)").arg(qs(m.name), qs(m.id)), qs(m.id));
    selectData(m_model, qs(prefill.model));

    m_gpu->setToolTip(tr("The GPU kind the benchmark ran on"));
    for (const GpuSpec &g : catalog.gpus())
        m_gpu->addItem(tr("%1 (%2)").arg(qs(g.name), qs(g.id)), qs(g.id));
    selectData(m_gpu, qs(prefill.gpu));

    m_gpus = spin(0, 100000, prefill.gpus,
                  tr("All GPUs of the deployment; \"From the plan\" takes one replica (or the "
                     "workers when disaggregated)"),
                  tr("From the plan"));

    m_topology->setToolTip(tr("hgx-ib: 8-GPU NVLink nodes joined by InfiniBand; nvl72: 72-GPU "
                              "NVLink domains"));
    m_topology->addItem(tr("HGX + InfiniBand (hgx-ib)"), QStringLiteral("hgx-ib"));
    m_topology->addItem(tr("NVL72 (nvl72)"), QStringLiteral("nvl72"));
    selectData(m_topology, qs(topologyName(prefill.topology)));

    m_serving->setToolTip(tr("Aggregated: prefill and decode share the GPUs; disaggregated: "
                             "separate prefill and decode workers"));
    m_serving->addItem(tr("Aggregated"), QStringLiteral("agg"));
    m_serving->addItem(tr("Disaggregated"), QStringLiteral("disagg"));
    selectData(m_serving, qs(servingName(prefill.serving)));

    m_plan->setToolTip(tr("tp: one tensor-parallel replica; ep: expert parallel with "
                          "data-parallel attention; tp-replicas: independent tensor-parallel "
                          "copies"));
    m_plan->addItem(tr("Tensor parallel (tp)"), QStringLiteral("tp"));
    m_plan->addItem(tr("Expert parallel (ep)"), QStringLiteral("ep"));
    m_plan->addItem(tr("Tensor-parallel replicas (tp-replicas)"), QStringLiteral("tp-replicas"));
    selectData(m_plan, qs(planName(prefill.plan)));
    m_tp = spin(1, 1024, prefill.tp, tr("Tensor-parallel size"));
    m_ep = spin(1, 1024, prefill.ep, tr("Expert-parallel size"));

    m_aggBox = new QGroupBox(tr("Plan"));
    auto *aggForm = new QFormLayout(m_aggBox);
    aggForm->addRow(tr("P&lan:"), m_plan);
    aggForm->addRow(tr("&TP:"), m_tp);
    aggForm->addRow(tr("&EP:"), m_ep);

    m_prefill = makeSide(tr("Prefill"), tr("The prefill workers of a disaggregated deployment"));
    m_decode = makeSide(tr("Decode"), tr("The decode workers of a disaggregated deployment"));
    for (const auto &[side, plan] :
         {std::pair{&m_prefill, &prefill.prefill}, std::pair{&m_decode, &prefill.decode}}) {
        side->workers->setValue(plan->workers);
        side->tp->setValue(plan->parallelism.attnTp);
        side->ep->setValue(plan->parallelism.moeEp);
        side->dp->setValue(plan->parallelism.attnDp);
    }

    m_engine->setToolTip(tr("The serving engine; \"From the result file\" takes the file's "
                            "backend"));
    m_engine->addItem(tr("From the result file"), QStringLiteral("any"));
    m_engine->addItem(QStringLiteral("TensorRT-LLM (trtllm)"), QStringLiteral("trtllm"));
    m_engine->addItem(QStringLiteral("SGLang (sglang)"), QStringLiteral("sglang"));
    m_engine->addItem(QStringLiteral("vLLM (vllm)"), QStringLiteral("vllm"));
    selectData(m_engine, qs(prefill.engine));

    m_precision->setToolTip(tr("Weight precision of the deployment"));
    updatePrecisions();
    selectData(m_precision, qs(prefill.precision));

    m_isl = spin(0, 10000000, prefill.isl,
                 tr("Input tokens per request; \"From the result file\" takes the file's "
                    "settings or measured means"),
                 tr("From the result file"));
    m_osl =
        spin(0, 10000000, prefill.osl, tr("Output tokens per request"), tr("From the result file"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&GPU kind:"), m_gpu);
    form->addRow(tr("GPU &count:"), m_gpus);
    form->addRow(tr("T&opology:"), m_topology);
    form->addRow(tr("&Serving:"), m_serving);
    form->addRow(tr("E&ngine:"), m_engine);
    form->addRow(tr("P&recision:"), m_precision);
    form->addRow(tr("&Input tokens (ISL):"), m_isl);
    form->addRow(tr("O&utput tokens (OSL):"), m_osl);

    auto *sides = new QHBoxLayout;
    sides->addWidget(m_aggBox);
    sides->addWidget(m_prefill.box);
    sides->addWidget(m_decode.box);

    m_remaining->setToolTip(tr("Import the remaining files that lack a deployment with this "
                               "one, without asking again"));
    m_remaining->setVisible(false);
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    applyColours();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Import the file with this deployment"));
    buttons->button(QDialogButtonBox::Cancel)->setToolTip(tr("Skip this file"));
    connect(buttons, &QDialogButtonBox::accepted, this, &DeploymentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DeploymentDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_file);
    layout->addLayout(form);
    layout->addLayout(sides);
    layout->addWidget(m_remaining);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_model, &QComboBox::currentIndexChanged, this, &DeploymentDialog::updatePrecisions);
    connect(m_serving, &QComboBox::currentIndexChanged, this, &DeploymentDialog::updateServing);
    updateServing();
}

void DeploymentDialog::setFileName(const QString &fileName)
{
    m_file->setText(tr("%1 does not say how the model was deployed. Give the deployment "
                       "the benchmark ran on:")
                        .arg(fileName));
}

void DeploymentDialog::setRemainingFiles(int remaining)
{
    m_remaining->setText(
        tr("Use this deployment for the %Ln remaining file(s) that lack one", nullptr, remaining));
    m_remaining->setVisible(remaining > 0);
    if (remaining <= 0)
        m_remaining->setChecked(false);
}

bool DeploymentDialog::applyToRemaining() const
{
    return m_remaining->isVisible() && m_remaining->isChecked();
}

void DeploymentDialog::updatePrecisions()
{
    const QString current = m_precision->currentData().toString();
    m_precision->clear();
    m_precision->addItem(tr("Unknown"), QStringLiteral("default"));
    const QString modelId = m_model->currentData().toString();
    QStringList ids;
    for (const ModelSpec &m : m_catalog.models()) {
        if (!modelId.isEmpty() && qs(m.id) != modelId)
            continue;
        for (const PrecisionSpec &p : m.precisions)
            if (!ids.contains(qs(p.id)))
                ids << qs(p.id);
    }
    for (const QString &id : std::as_const(ids))
        m_precision->addItem(id, id);
    selectData(m_precision, current);
}

void DeploymentDialog::updateServing()
{
    const bool disagg = m_serving->currentData().toString() == QLatin1String("disagg");
    m_aggBox->setVisible(!disagg);
    m_prefill.box->setVisible(disagg);
    m_decode.box->setVisible(disagg);
}

QJsonObject DeploymentDialog::deployment() const
{
    QJsonObject o;
    if (const QString model = m_model->currentData().toString(); !model.isEmpty())
        o.insert(QStringLiteral("model"), model);
    o.insert(QStringLiteral("gpu"), m_gpu->currentData().toString());
    if (m_gpus->value() > 0)
        o.insert(QStringLiteral("gpus"), m_gpus->value());
    o.insert(QStringLiteral("topology"), m_topology->currentData().toString());
    const QString serving = m_serving->currentData().toString();
    o.insert(QStringLiteral("serving"), serving);
    if (serving == QLatin1String("disagg")) {
        auto side = [](const Side &s) {
            return QJsonObject{{QStringLiteral("tp"), s.tp->value()},
                               {QStringLiteral("ep"), s.ep->value()},
                               {QStringLiteral("dp"), s.dp->value()},
                               {QStringLiteral("workers"), s.workers->value()}};
        };
        o.insert(QStringLiteral("prefill"), side(m_prefill));
        o.insert(QStringLiteral("decode"), side(m_decode));
    } else {
        o.insert(QStringLiteral("plan"), m_plan->currentData().toString());
        o.insert(QStringLiteral("tp"), m_tp->value());
        o.insert(QStringLiteral("ep"), m_ep->value());
    }
    if (const QString engine = m_engine->currentData().toString(); engine != QLatin1String("any"))
        o.insert(QStringLiteral("engine"), engine);
    if (const QString precision = m_precision->currentData().toString();
        precision != QLatin1String("default"))
        o.insert(QStringLiteral("precision"), precision);
    if (m_isl->value() > 0)
        o.insert(QStringLiteral("isl"), m_isl->value());
    if (m_osl->value() > 0)
        o.insert(QStringLiteral("osl"), m_osl->value());
    return o;
}

void DeploymentDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void DeploymentDialog::applyColours()
{
    // Only the label's palette changes, so this does not recurse.
    QPalette p = m_error->palette();
    p.setColor(QPalette::WindowText, theme::errorText(palette()));
    m_error->setPalette(p);
}

void DeploymentDialog::accept()
{
    const core::ScenarioParse check = core::scenarioFromJson(deployment());
    if (!check.ok()) {
        m_error->setText(check.error);
        m_error->setVisible(true);
        return;
    }
    QDialog::accept();
}

} // namespace moeplan::widgets
