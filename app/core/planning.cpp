#include "planning.h"

#include "calibration.h"
#include "messages.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace moeplan::core {

namespace {
QString tr(const char *s, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Planning", s, disambiguation, n);
}
QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

void ParamsChoice::apply(Evaluation &e) const
{
    if (stepFactor == 1.0 && ttftFactor == 1.0)
        return;
    for (double &ms : e.breakdownMs)
        ms *= stepFactor;
    e.stepMs *= stepFactor;
    e.computeMs *= stepFactor;
    e.memoryMs *= stepFactor;
    e.commTotalMs *= stepFactor;
    e.commExposedMs *= stepFactor;
    e.overheadMs *= stepFactor;
    e.tpotMs *= stepFactor;
    e.tokensPerSecondPerUser /= stepFactor;
    e.throughputTokensPerSecond /= stepFactor;
    e.throughputPerGpu /= stepFactor;
    e.computeUtilization /= stepFactor;
    e.hbmUtilization /= stepFactor;
    e.ttftMs *= ttftFactor;
}

ParamsChoice paramsFor(const Scenario &s, const ProfileSet *profiles, const Catalog *catalog)
{
    ParamsChoice c;
    c.params = CalibrationParams::datasheet();
    c.provenance = Provenance::Datasheet;
    c.label = tr("datasheet (typical efficiencies, uncalibrated)");
    auto describe = [](const Profile &p) {
        return tr("%1 (fitted %2 on %n run(s), in-sample median TPOT error %3%)", nullptr,
                  p.runCount)
            .arg(p.name(), p.fittedAt.left(10))
            .arg(100 * p.tpotMedianApe, 0, 'f', 1);
    };
    // The architecture offset of the scenario's model and precision, fitted with the profiles.
    auto setOffsets = [&](ParamsChoice &choice) {
        const ModelSpec *model = catalog ? catalog->model(s.model) : nullptr;
        const PrecisionSpec *prec = model ? model->precision(s.precision) : nullptr;
        if (!profiles || !model || !prec)
            return;
        const auto it =
            profiles->modelOffsets.constFind(QString::fromStdString(model->id) + QLatin1Char('|') +
                                             QString::fromStdString(prec->id));
        if (it == profiles->modelOffsets.constEnd())
            return;
        choice.stepFactor = std::exp(it->tpotLog);
        choice.ttftFactor = std::exp(it->ttftLog);
    };
    if (iequals(s.calibration, "ideal")) {
        c.params = CalibrationParams::ideal(s.overheadMs);
        c.provenance = Provenance::Ideal;
        c.label = tr("ideal (datasheet peaks, overhead %1 ms)").arg(s.overheadMs);
    } else if (iequals(s.calibration, "datasheet")) {
        // as initialised
    } else if (iequals(s.calibration, "auto")) {
        if (!profiles || profiles->profiles.isEmpty())
            return c;
        const GpuSpec *gpu = catalog ? catalog->gpu(s.gpu) : nullptr;
        const QString gpuId = QString::fromStdString(gpu ? gpu->id : s.gpu);
        const QString engine = QString::fromStdString(s.engine);
        const Profile *p = profiles->find(gpuId, engine);
        if (!p && engine == QLatin1String("any")) {
            for (const Profile &q : profiles->profiles) {
                if (q.gpu == gpuId) {
                    p = &q;
                    break;
                }
            }
        }
        if (p) {
            c.params = p->params;
            c.provenance = Provenance::Calibrated;
            c.label = tr("calibrated: %1").arg(describe(*p));
            setOffsets(c);
            return c;
        }
        // The engine's profile pooled over kinds; for engine "any", the pooled profile with the
        // most runs behind it.
        for (const Profile &q : profiles->profiles) {
            if (q.provenance != Provenance::Transferred)
                continue;
            if (q.engine == engine) {
                p = &q;
                break;
            }
            if (engine == QLatin1String("any") && (!p || q.runCount > p->runCount))
                p = &q;
        }
        if (!p && catalog)
            p = profiles->nearest(*catalog, gpuId, engine);
        if (p) {
            c.params = p->params;
            c.provenance = Provenance::Transferred;
            c.label = tr("transferred from %1").arg(describe(*p));
            setOffsets(c);
        }
    } else {
        const QString name = QString::fromStdString(s.calibration);
        if (profiles) {
            for (const Profile &q : profiles->profiles) {
                if (q.name().compare(name, Qt::CaseInsensitive) == 0) {
                    c.params = q.params;
                    c.provenance = q.provenance;
                    c.label = tr("profile %1").arg(describe(q));
                    setOffsets(c);
                    return c;
                }
            }
        }
        c.error =
            profiles
                ? tr("unknown calibration profile \"%1\" (see moeplan-cli calibrate)").arg(name)
                : tr("calibration profile \"%1\" needs --db with calibration profiles").arg(name);
    }
    return c;
}

QJsonObject evaluationToJson(const Evaluation &e, const ParamsChoice &params)
{
    QJsonObject breakdown;
    for (int i = 0; i < kComponentCount; ++i)
        breakdown.insert(qs(componentName(Component(i))), e.breakdownMs[std::size_t(i)]);
    QJsonArray warnings;
    for (int b = 0; b < kWarningCount; ++b) {
        const auto w = static_cast<Warning>(1u << b);
        if (e.warnings & w)
            warnings.append(QJsonObject{{QStringLiteral("code"), qs(warningName(w))},
                                        {QStringLiteral("message"), warningMessage(w)}});
    }
    return QJsonObject{
        {QStringLiteral("step_ms"), e.stepMs},
        {QStringLiteral("breakdown_ms"), breakdown},
        {QStringLiteral("binding"), qs(ceilingName(e.binding))},
        {QStringLiteral("tpot_ms"), e.tpotMs},
        {QStringLiteral("tokens_per_s_per_user"), e.tokensPerSecondPerUser},
        {QStringLiteral("throughput_tokens_per_s"), e.throughputTokensPerSecond},
        {QStringLiteral("throughput_per_gpu"), e.throughputPerGpu},
        {QStringLiteral("prefill_ms"), e.prefillMs},
        {QStringLiteral("ttft_ms"), e.ttftMs},
        {QStringLiteral("fits"), e.fits},
        {QStringLiteral("memory_per_gpu_gb"), e.memoryPerGpuGB},
        {QStringLiteral("memory_breakdown_gb"),
         QJsonObject{{QStringLiteral("weights"), e.weightsPerGpuGB},
                     {QStringLiteral("kv_cache"), e.kvPerGpuGB},
                     {QStringLiteral("reserve"), e.reservePerGpuGB},
                     {QStringLiteral("capacity"), e.hbmCapacityGB},
                     {QStringLiteral("shortfall"), e.shortfallGB}}},
        {QStringLiteral("replicas"), e.replicas},
        {QStringLiteral("gpus_used"), e.gpusUsed},
        {QStringLiteral("concurrency"), e.concurrency},
        {QStringLiteral("tokens_per_step"), e.tokensPerStep},
        {QStringLiteral("experts_touched_per_layer"), e.expertsTouched},
        {QStringLiteral("readings"),
         QJsonObject{{QStringLiteral("compute_utilization"), e.computeUtilization},
                     {QStringLiteral("hbm_bandwidth_utilization"), e.hbmUtilization},
                     {QStringLiteral("exposed_comm_share"), e.exposedCommShare},
                     {QStringLiteral("overhead_share"), e.overheadShare}}},
        {QStringLiteral("provenance"), qs(provenanceName(params.provenance))},
        {QStringLiteral("calibration"), params.label},
        {QStringLiteral("architecture_factor"), params.stepFactor},
        {QStringLiteral("warnings"), warnings},
    };
}

OtherTopology otherTopology(const Catalog &catalog, const Scenario &s)
{
    OtherTopology out;
    out.scenario = s;
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    if (!gpu) {
        out.error = errorMessage({ErrorCode::UnknownGpu});
        return out;
    }
    const Topology target = s.topology == Topology::HgxIb ? Topology::Nvl72 : Topology::HgxIb;
    out.scenario.topology = target;
    const bool placeable =
        target == Topology::Nvl72 ? gpu->nvlinkDomain >= 72 : gpu->form != GpuForm::Nvl72;
    if (!placeable) {
        const GpuSpec *sib = gpu->sibling.empty() ? nullptr : catalog.gpu(gpu->sibling);
        if (!sib) {
            out.error = tr("%1 has no %2 form")
                            .arg(QString::fromStdString(gpu->name),
                                 target == Topology::Nvl72 ? tr("NVL72") : tr("HGX"));
            return out;
        }
        out.scenario.gpu = sib->id;
    }
    return out;
}

QString checkScenarioIds(const Catalog &catalog, const Scenario &s)
{
    const ModelSpec *model = catalog.model(s.model);
    if (!model)
        return tr("unknown model \"%1\"").arg(QString::fromStdString(s.model));
    if (!catalog.gpu(s.gpu))
        return tr("unknown GPU kind \"%1\"").arg(QString::fromStdString(s.gpu));
    if (!model->precision(s.precision))
        return tr("precision \"%1\" is not offered for %2")
            .arg(QString::fromStdString(s.precision), QString::fromStdString(model->name));
    return {};
}

QString scenarioLabel(const Catalog &catalog, const Scenario &s)
{
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    const QString gpuName =
        gpu ? QString::fromStdString(gpu->id).toUpper() : QString::fromStdString(s.gpu);
    const QString topo =
        s.topology == Topology::Nvl72 ? QStringLiteral("NVL72") : QStringLiteral("HGX+IB");
    QString plan;
    switch (s.plan) {
    case PlanKind::EP:
        plan = s.tp > 1 ? QStringLiteral("EP-%1 (TP-%2 attn)").arg(s.ep).arg(s.tp)
                        : QStringLiteral("EP-%1").arg(s.ep);
        break;
    case PlanKind::TP:
        plan = QStringLiteral("TP-%1").arg(s.tp);
        break;
    case PlanKind::TPReplicas:
        plan = QStringLiteral("%1x TP-%2").arg(s.gpus / std::max(1, s.tp)).arg(s.tp);
        break;
    }
    return QStringLiteral("%1 %2, %3").arg(gpuName, topo, plan);
}

Curve loadCurve(const Catalog &catalog, const Scenario &s, const ParamsChoice &params, int maxBatch,
                int points)
{
    Curve c;
    c.label = scenarioLabel(catalog, s);
    auto r = resolve(catalog, s);
    if (!r) {
        c.error = errorMessage(r.error());
        return c;
    }
    const std::vector<int> batches = logSpaced(1, maxBatch, points);
    std::vector<SweepPoint> pts = sweepBatch(r.value(), params.params, batches);
    c.points.reserve(qsizetype(pts.size()));
    for (SweepPoint &pt : pts) {
        if (pt.error.code != ErrorCode::None)
            continue;
        params.apply(pt.eval);
        c.points.push_back({pt.batch, pt.eval.tokensPerSecondPerUser,
                            pt.eval.throughputTokensPerSecond, pt.eval.throughputPerGpu,
                            pt.eval.tpotMs, pt.eval.fits});
    }
    return c;
}

} // namespace moeplan::core
